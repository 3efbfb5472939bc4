// SPDX-License-Identifier: GPL-3.0-or-later
// The HTML report read back as a tree for the structure tests. The page is written to parse as
// XML too (void elements closed, no named entity but XML's), so QXmlStreamReader reads it, and
// a page that does not parse is itself a failure: a tag left open or closed twice.
#pragma once

#include <QString>
#include <QXmlStreamReader>

#include <vector>

namespace fabrictco::test {

struct HtmlNode
{
    QString name; ///< lower case
    QXmlStreamAttributes attributes;
    QString text; ///< all text inside, descendants included
    int parent = -1;
    std::vector<int> children;

    QString attribute(const QString& key) const { return attributes.value(key).toString(); }
    bool has(const QString& key) const { return attributes.hasAttribute(key); }
};

struct HtmlDom
{
    std::vector<HtmlNode> nodes; ///< in document order
    QString error;               ///< why the page did not parse; empty when it did

    static HtmlDom parse(const QByteArray& html)
    {
        HtmlDom dom;
        QXmlStreamReader reader(html);
        std::vector<int> open;
        while (!reader.atEnd()) {
            reader.readNext();
            if (reader.isStartElement()) {
                HtmlNode node;
                node.name = reader.name().toString().toLower();
                node.attributes = reader.attributes();
                node.parent = open.empty() ? -1 : open.back();
                dom.nodes.push_back(node);
                const int index = int(dom.nodes.size()) - 1;
                if (node.parent >= 0)
                    dom.nodes[std::size_t(node.parent)].children.push_back(index);
                open.push_back(index);
            } else if (reader.isEndElement()) {
                open.pop_back();
            } else if (reader.isCharacters()) {
                for (const int index : open)
                    dom.nodes[std::size_t(index)].text += reader.text();
            }
        }
        if (reader.hasError())
            dom.error =
                reader.errorString() + QStringLiteral(" at line %1").arg(reader.lineNumber());
        return dom;
    }

    /// The indices of every element named `name`, in document order.
    std::vector<int> all(const QString& name) const
    {
        std::vector<int> found;
        for (std::size_t i = 0; i < nodes.size(); ++i)
            if (nodes[i].name == name)
                found.push_back(int(i));
        return found;
    }
    /// Descendants of `index` named `name`.
    std::vector<int> within(int index, const QString& name) const
    {
        std::vector<int> found;
        for (const int child : nodes[std::size_t(index)].children) {
            if (nodes[std::size_t(child)].name == name)
                found.push_back(child);
            for (const int deeper : within(child, name))
                found.push_back(deeper);
        }
        return found;
    }
    bool inside(int index, const QString& ancestor) const
    {
        for (int at = nodes[std::size_t(index)].parent; at >= 0; at = nodes[std::size_t(at)].parent)
            if (nodes[std::size_t(at)].name == ancestor)
                return true;
        return false;
    }
    const HtmlNode& operator[](int index) const { return nodes[std::size_t(index)]; }
};

} // namespace fabrictco::test
