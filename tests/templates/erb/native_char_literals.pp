notify { "c": message => inline_template(@(E)) }
<%= ?" %>|<%= ?a %>|<%= ?a + ?b %>|<%= ?\n.inspect %>|<%= ?\\ %>|<%= [?x, ?y].join %>|<%= "q".include?(?q) %>
E
