$parts = ["a.b", "c+d"]
notify { "re": message => inline_template(@(E)) }
<%= Regexp.new("^a.b$").match?("axb") %>|<%= Regexp.new("A", Regexp::IGNORECASE) =~ "xa" %>|<%= Regexp.escape("a.b*c") %>|<%= Regexp.union(@parts).source %>|<%= Regexp.union("x", "y") =~ "zy" %>|<%= Regexp.new(Regexp.escape("c+d")).match("ac+d")[0] %>|<%= Regexp.union(/a/, /b/i).inspect %>|<%= Regexp.new("x").inspect %>
E
