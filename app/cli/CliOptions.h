// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace fabrictco::cli {

/// Parses one sub-command's arguments with QCommandLineParser and turns every problem into a
/// UsageError whose single line names the option and the accepted range.
class CliOptions
{
public:
    CliOptions(QString command, QString description);

    QCommandLineParser& parser() { return m_parser; }
    void addValueOption(const QString& name, const QString& valueName, const QString& help);
    void addFlag(const QString& name, const QString& help);
    void addPositional(const QString& name, const QString& help, const QString& syntax = {});

    /// Parses `arguments` (without the program and command names). Returns false when --help was
    /// given (the help text is then in helpText()). Throws UsageError on unknown or bad options.
    bool parse(const QStringList& arguments);
    QString helpText() const;

    bool isSet(const QString& name) const { return m_parser.isSet(name); }
    QStringList positionalArguments() const { return m_parser.positionalArguments(); }
    std::optional<QString> value(const QString& name) const;

    /// Integer option within [minimum, maximum]; `fallback` when absent.
    std::int64_t integer(const QString& name, std::int64_t fallback, std::int64_t minimum,
                         std::int64_t maximum) const;
    std::optional<std::int64_t> optionalInteger(const QString& name, std::int64_t minimum,
                                                std::int64_t maximum) const;
    /// Decimal option within [minimum, maximum] given as decimal strings ("0", "100").
    std::optional<QString> optionalDecimal(const QString& name, const QString& minimum,
                                           const QString& maximum) const;
    /// One of `choices`, matched without regard to case and returned as spelt there;
    /// `fallback` when absent.
    QString choice(const QString& name, const QStringList& choices, const QString& fallback) const;

private:
    QString m_command;
    QString m_description;
    QCommandLineParser m_parser;
    QStringList m_positionalSyntax;
};

} // namespace fabrictco::cli
