// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/CatalogErrorText.h"

#include "presentation/EnumText.h"
#include "presentation/ParameterText.h"
#include "presentation/ValidationText.h"

namespace fabrictco {

namespace {

QString itemPart(const std::string& field)
{
    if (field == "value")
        return CatalogErrorText::tr("value");
    if (field == "low")
        return CatalogErrorText::tr("low value");
    if (field == "high")
        return CatalogErrorText::tr("high value");
    if (field == "range")
        return CatalogErrorText::tr("range");
    if (field == "currency")
        return CatalogErrorText::tr("currency");
    if (field == "fabric")
        return CatalogErrorText::tr("fabric");
    if (field == "source")
        return CatalogErrorText::tr("source");
    if (field == "date")
        return CatalogErrorText::tr("date");
    return {};
}

QString itemName(const CatalogItemProblem& item)
{
    const QString label = ParameterText::label(item.key);
    //: An input's name, then the fabric its catalog item is for.
    return item.fabric ? CatalogErrorText::tr("%1 (%2)").arg(label, EnumText::fabric(*item.fabric))
                       : label;
}

} // namespace

QString CatalogErrorText::message(const CatalogError& error)
{
    if (const auto* organisation = dynamic_cast<const OrganisationCatalogError*>(&error))
        //: The catalog an organisation installed beside the bundled one is wrong. %1 the
        //: file and the problem, in English.
        return tr("Your organisation's catalog cannot be used, so nothing is priced rather "
                  "than priced with figures it did not intend. Ask whoever installed it to "
                  "correct it, then restart FabricTCO; or start FabricTCO with "
                  "FABRICTCO_ORGANISATION_CATALOG set to nothing to use the bundled catalog "
                  "alone. Detail: %1")
            .arg(QString::fromStdString(organisation->detail()));
    if (const auto& item = error.item()) {
        const QString part = itemPart(item->problem.field);
        const QString where = part.isEmpty()
                                  ? itemName(*item)
                                  //: A catalog item's name, then which of its parts is wrong.
                                  : tr("%1, %2").arg(itemName(*item), part);
        //: Which of the document's own catalog items is wrong, then what is wrong.
        return tr("The document's own catalog item %1 is not accepted: %2")
            .arg(where, ValidationText::message(item->problem));
    }
    return tr("The bundled catalog cannot be read, so the installation is damaged: reinstall "
              "FabricTCO. Detail: %1")
        .arg(QString::fromUtf8(error.what()));
}

} // namespace fabrictco
