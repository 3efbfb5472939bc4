// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/QuoteValidity.h"

#include <QColor>

namespace fabrictco::ui {

/// The text colour of a quote's status wherever quotes are listed; invalid (the palette's own)
/// for a quote that can be relied on. Readable on light and dark rows; the status is always in
/// words too, so greyscale loses nothing.
inline QColor quoteStatusColor(QuoteStatus status)
{
    switch (status) {
    case QuoteStatus::Expired:
        return QColor(0xd3, 0x2f, 0x2f);
    case QuoteStatus::Expiring:
        return QColor(0xe6, 0x51, 0x00);
    case QuoteStatus::Valid:
    case QuoteStatus::Open:
        break;
    }
    return {};
}

} // namespace fabrictco::ui
