// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdexcept>
#include <string>

namespace fabrictco {

/// A plan document could not be opened or saved. The message names the file's problem in one
/// line ("not a FabricTCO document: ...", "plan \"ib\": nodes -3 is outside 1..1000000"); nothing
/// on disk has changed when it is thrown.
class DocumentError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// The document on disk is no longer what was read: another program or window saved it in
/// between. Nothing was saved.
class DocumentChangedError : public DocumentError
{
public:
    using DocumentError::DocumentError;
};

} // namespace fabrictco
