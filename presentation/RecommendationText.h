// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/risk/Recommendation.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <map>
#include <string>
#include <vector>

namespace fabrictco {

/// Words the risk engine's Recommendation for people, in the installed language (English or
/// Simplified Chinese through fabrictco::i18n::installLanguage). Translation context:
/// "RecommendationText". Amounts go through MoneyFormat (exact, grouped per `locale`).
class RecommendationText
{
    Q_DECLARE_TR_FUNCTIONS(RecommendationText)

public:
    explicit RecommendationText(QLocale locale = QLocale());

    /// Names shown for plan ids (e.g. from PlanSpec::name); "ib" and "roce" default to
    /// "InfiniBand" and "RoCE", any other id is shown as is.
    void setPlanNames(std::map<std::string, QString> names) { m_planNames = std::move(names); }
    /// Labels shown for parameter keys in the list of drivers; a key without one here gets the
    /// shared ParameterText label (the key itself only for a key the registry does not know).
    void setParameterLabels(std::map<std::string, QString> labels) { m_labels = std::move(labels); }

    QString planName(const std::string& planId) const;
    /// The input a driver stands for, with its plan when it has one ("Transceiver price
    /// (InfiniBand NDR plan)").
    QString driverName(const RecommendationDriver& driver) const;
    static QString questionName(ArticleQuestion question);
    /// The same, capitalised to start a line or a table row.
    static QString questionHeading(ArticleQuestion question);

    QString headline(const Recommendation& recommendation) const;
    /// Empty unless recommendation.closeCall.
    QString closeCallNote(const Recommendation& recommendation) const;
    QString decidingQuestion(const Recommendation& recommendation) const;
    /// One line per question that favours a plan ("Question 1, ...: favours ... by ...").
    QStringList questionLines(const Recommendation& recommendation) const;
    QString jitterEvidence(const Recommendation& recommendation) const;
    QString teamEvidence(const Recommendation& recommendation) const;
    QString scaleEvidence(const Recommendation& recommendation) const;
    /// Empty unless the pair's switches differ in port count or their links in speed: the
    /// speeds, the tiers, what the difference of hardware generation is worth, and the pair at
    /// equal generation.
    QString switchGeneration(const Recommendation& recommendation) const;
    QString breakEven(const Recommendation& recommendation) const;
    QString drivers(const Recommendation& recommendation) const;

    /// Every non-empty line above, in reading order.
    QStringList render(const Recommendation& recommendation) const;
    /// "Prices from the organisation's catalog NAME (PATH) where it has them": another machine
    /// without that catalog prices the same document differently.
    static QString organisationCatalog(const QString& name, const QString& path);

    /// A share in whole percent, with one decimal where whole percent would say 0% or 100% of
    /// a share that is neither.
    QString percent(double fraction) const;

private:
    QString money(const Money& amount) const;
    /// "X more", "X less" or "the same" for a difference (never a signed amount in words).
    QString moreOrLess(const Money& amount) const;
    QString nodes(int count) const;
    /// The scale line without the later break-even scaleEvidence adds.
    QString scaleSentence(const Recommendation& recommendation) const;
    /// The scale sentence's first part: where this cluster stands against the break-even.
    QString scalePosition(const Recommendation& recommendation) const;
    /// "2 tiers, 3 from year 3".
    QString tierPath(const std::vector<int>& tiers) const;

public:
    /// A plan's tiers in its first and last year for a table cell: "2", or "2 to 3"; empty
    /// without years. The window's summary and the report say it alike.
    static QString tiersFirstToLast(const std::vector<int>& tiers, const QLocale& locale);
    /// What differs: "switch port counts", "link speeds" or both.
    static QString generationDifference(const GenerationEvidence& generation);
    /// How the questions are answered at equal generation: "with switches of one port count on
    /// both sides", or "at one link speed and ..." when the speeds differ.
    static QString equalGenerationPhrase(const GenerationEvidence& generation);

private:
    /// "Built at 400 Gb/s from 64-port switches on both sides, ... X would be the cheaper plan,
    /// by Y."
    QString equalGenerationSentence(const Recommendation& recommendation) const;

    QLocale m_locale;
    std::map<std::string, QString> m_planNames;
    std::map<std::string, QString> m_labels;
};

} // namespace fabrictco
