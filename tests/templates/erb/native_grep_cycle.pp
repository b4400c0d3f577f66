$a = ["apple", "banana", "cherry", 12, 3.5]
notify { "g": message => inline_template(@(E)) }
<%= @a.grep(/an/).inspect %>|<%= @a.grep(String).inspect %>|<%= @a.grep(Integer).inspect %>|<%= @a.grep(Numeric).inspect %>|<%= @a.grep(/a/) { |s| s.upcase }.inspect %>|<%= @a.grep_v(String).inspect %>|<%= [1, 5, 10].grep(2..6).inspect %>
<%= [1, 2].cycle.first(5).inspect %>|<% [1, 2].cycle(2) { |x| %><%= x %><% } %>|<%= %w[a b c].cycle.take(4).join %>|<%= [1, 2].cycle(3).to_a.inspect %>|<%= %w[x y].each_with_index.cycle.first(3).inspect %>
E
