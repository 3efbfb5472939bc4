// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliOptions.h"

#include "app/cli/CliErrors.h"
#include "core/money/Decimal.h"

namespace fabrictco::cli {

CliOptions::CliOptions(QString command, QString description)
    : m_command(std::move(command)), m_description(std::move(description))
{
    m_parser.setApplicationDescription(m_description);
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    m_parser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                          QStringLiteral("Show this help.")));
}

void CliOptions::addValueOption(const QString& name, const QString& valueName, const QString& help)
{
    m_parser.addOption(QCommandLineOption(name, help, valueName));
}

void CliOptions::addFlag(const QString& name, const QString& help)
{
    m_parser.addOption(QCommandLineOption(name, help));
}

void CliOptions::addPositional(const QString& name, const QString& help, const QString& syntax)
{
    m_parser.addPositionalArgument(name, help, syntax.isEmpty() ? name : syntax);
}

bool CliOptions::parse(const QStringList& arguments)
{
    QStringList withProgram = arguments;
    withProgram.prepend(QStringLiteral("fabrictco-cli ") + m_command);
    if (!m_parser.parse(withProgram))
        throw UsageError(
            m_parser.errorText().toStdString()); // runCommandLine adds the command name
    return !m_parser.isSet(QStringLiteral("help"));
}

QString CliOptions::helpText() const
{
    QString text = m_parser.helpText();
    // QCommandLineParser prints the program name as argv[0]; show the sub-command instead.
    const qsizetype end = text.indexOf(QLatin1Char('\n'));
    const QString firstLine = text.left(end);
    const qsizetype optionsAt = firstLine.indexOf(QStringLiteral("[options]"));
    if (optionsAt >= 0)
        text.replace(0, optionsAt, QStringLiteral("Usage: fabrictco-cli %1 ").arg(m_command));
    // A description that ends in a line break (a list of keys) left two blank lines.
    text.replace(QStringLiteral("\n\n\nOptions:"), QStringLiteral("\n\nOptions:"));
    return text;
}

std::optional<QString> CliOptions::value(const QString& name) const
{
    if (!m_parser.isSet(name))
        return std::nullopt;
    return m_parser.value(name);
}

std::int64_t CliOptions::integer(const QString& name, std::int64_t fallback, std::int64_t minimum,
                                 std::int64_t maximum) const
{
    return optionalInteger(name, minimum, maximum).value_or(fallback);
}

std::optional<std::int64_t> CliOptions::optionalInteger(const QString& name, std::int64_t minimum,
                                                        std::int64_t maximum) const
{
    const auto text = value(name);
    if (!text)
        return std::nullopt;
    bool ok = false;
    const qlonglong parsed = text->trimmed().toLongLong(&ok);
    if (!ok || parsed < minimum || parsed > maximum) {
        throw UsageError(QStringLiteral("--%1 must be a whole number from %2 to %3 (got \"%4\")")
                             .arg(name)
                             .arg(minimum)
                             .arg(maximum)
                             .arg(text->left(40))
                             .toStdString());
    }
    return parsed;
}

std::optional<QString> CliOptions::optionalDecimal(const QString& name, const QString& minimum,
                                                   const QString& maximum) const
{
    const auto text = value(name);
    if (!text)
        return std::nullopt;
    const auto parsed = Decimal::tryParse(text->trimmed().toStdString());
    const Decimal low = Decimal::parse(minimum.toStdString());
    const Decimal high = Decimal::parse(maximum.toStdString());
    if (!parsed || *parsed < low || *parsed > high) {
        throw UsageError(QStringLiteral("--%1 must be a number from %2 to %3 (got \"%4\")")
                             .arg(name, minimum, maximum, text->left(40))
                             .toStdString());
    }
    return QString::fromStdString(parsed->toString());
}

QString CliOptions::choice(const QString& name, const QStringList& choices,
                           const QString& fallback) const
{
    const auto text = value(name);
    if (!text)
        return fallback;
    // "letter" and "Letter", "IB" and "ib" are the same answer; the canonical spelling is kept.
    for (const QString& choice : choices)
        if (text->compare(choice, Qt::CaseInsensitive) == 0)
            return choice;
    throw UsageError(QStringLiteral("--%1 must be one of %2 (got \"%3\")")
                         .arg(name, choices.join(QStringLiteral(", ")), text->left(40))
                         .toStdString());
}

} // namespace fabrictco::cli
