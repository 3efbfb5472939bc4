// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/PresetDefaults.h"

#include "core/model/CatalogError.h"
#include "core/model/JsonFields.h"
#include "core/model/ParameterRegistry.h"

namespace fabrictco {

namespace {

PresetValues readValues(JsonFields& fields, std::string_view group)
{
    PresetValues result;
    result.source = fields.string("source");
    const QJsonObject values = fields.object("values");
    const auto& registry = ParameterRegistry::instance();
    for (auto it = values.begin(); it != values.end(); ++it) {
        const std::string key = it.key().toStdString();
        const ParameterSpec* spec = registry.find(key);
        if (!spec || !spec->fromPreset || !key.starts_with(group))
            throw JsonFieldError("\"" + key + "\" is not a " + std::string(group) +
                                 "* preset parameter");
        if (!it.value().isObject())
            throw JsonFieldError("value of \"" + key + "\" must be an object {\"value\": ...}");
        JsonFields valueFields(it.value().toObject());
        ParameterValue value;
        value.value = valueFields.decimal("value");
        if (const auto code = valueFields.optionalString("currency")) {
            const auto currency = Currency::tryFromCode(*code);
            if (!currency || (currency->code() != "CNY" && currency->code() != "USD"))
                throw JsonFieldError("\"" + key + "\": currency must be CNY or USD");
            value.currency = currency;
        }
        valueFields.finish();
        if ((spec->kind == ParameterKind::Money) != value.currency.has_value())
            throw JsonFieldError("\"" + key +
                                 "\": a currency is required for money and only for money");
        if (const std::string problem = registry.checkValue(*spec, value.value); !problem.empty())
            throw JsonFieldError("\"" + key + "\" " + problem);
        result.values[key] = value;
    }
    for (const ParameterSpec& spec : registry.all()) {
        if (spec.fromPreset && spec.key.starts_with(group) && !result.values.contains(spec.key))
            throw JsonFieldError("missing preset parameter \"" + spec.key + "\"");
    }
    return result;
}

} // namespace

PresetDefaults PresetDefaults::fromJson(const QByteArray& bytes, const QString& origin)
{
    const std::string file = origin.toStdString();
    PresetDefaults result;
    std::string where;
    try {
        JsonFields root(JsonFields::parseDocument(bytes));
        if (root.string("format") != "fabrictco-presets")
            throw JsonFieldError("field \"format\" must be \"fabrictco-presets\"");
        root.integer("version", 1, 1);
        const QJsonArray workloads = root.array("workloads");
        for (qsizetype i = 0; i < workloads.size(); ++i) {
            where = "workload " + std::to_string(i + 1);
            JsonFields fields(workloads.at(i).toObject());
            const std::string id = fields.string("id");
            where += " (" + id + ")";
            const auto workload = workloadFromId(id);
            if (!workload)
                throw JsonFieldError("unknown workload id");
            if (result.m_workloads.contains(*workload))
                throw JsonFieldError("workload listed twice");
            result.m_workloads[*workload] = readValues(fields, "workload.");
            fields.finish();
        }
        const QJsonArray teams = root.array("teams");
        for (qsizetype i = 0; i < teams.size(); ++i) {
            where = "team " + std::to_string(i + 1);
            JsonFields fields(teams.at(i).toObject());
            const std::string id = fields.string("id");
            where += " (" + id + ")";
            const auto team = teamExpertiseFromId(id);
            if (!team)
                throw JsonFieldError("unknown team id");
            if (result.m_teams.contains(*team))
                throw JsonFieldError("team listed twice");
            result.m_teams[*team] = readValues(fields, "team.");
            fields.finish();
        }
        const QJsonArray scales = root.array("scales");
        for (qsizetype i = 0; i < scales.size(); ++i) {
            where = "scale " + std::to_string(i + 1);
            JsonFields fields(scales.at(i).toObject());
            ScalePreset scale;
            scale.id = fields.string("id");
            where += " (" + scale.id + ")";
            scale.nodes = fields.integer("nodes", 1, 100000);
            scale.annualGrowth = fields.decimal("growth");
            const auto& spec = ParameterRegistry::instance().at("growth.annual");
            if (const auto problem =
                    ParameterRegistry::instance().checkValue(spec, scale.annualGrowth);
                !problem.empty())
                throw JsonFieldError("growth " + problem);
            scale.description = fields.string("description");
            fields.finish();
            result.m_scales.push_back(scale);
        }
        where.clear();
        root.finish();
    } catch (const JsonFieldError& e) {
        throw CatalogError(file, where, e.what());
    }
    for (Workload w : allWorkloads()) {
        if (!result.m_workloads.contains(w))
            throw CatalogError(file, "",
                               "workload \"" + std::string(workloadId(w)) + "\" is missing");
    }
    for (TeamExpertise t : allTeamExpertise()) {
        if (!result.m_teams.contains(t))
            throw CatalogError(file, "",
                               "team \"" + std::string(teamExpertiseId(t)) + "\" is missing");
    }
    return result;
}

const PresetValues& PresetDefaults::workload(Workload workload) const
{
    static const PresetValues empty;
    const auto it = m_workloads.find(workload);
    return it == m_workloads.end() ? empty : it->second;
}

const PresetValues& PresetDefaults::team(TeamExpertise team) const
{
    static const PresetValues empty;
    const auto it = m_teams.find(team);
    return it == m_teams.end() ? empty : it->second;
}

const ScalePreset* PresetDefaults::scale(std::string_view id) const
{
    for (const ScalePreset& s : m_scales) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

} // namespace fabrictco
