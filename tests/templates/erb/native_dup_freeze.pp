$s = 'abc'
$a = [1, 2]
notify { "f": message => inline_template(@(E)) }
<% d = @s.dup; d << "d" -%>
<%= d %>|<%= @s %>|<%= @s.frozen? %>|<%= "lit".frozen? %>|<%= d.freeze.frozen? %>|<%= @a.dup.push(3).inspect %>|<%= @a.frozen? %>|<%= :sym.frozen? %>|<%= 1.frozen? %>|<%= nil.frozen? %>|<%= [1].freeze.frozen? %>|<%= {}.frozen? %>|<%= @a.clone.frozen? %>
<%= begin; "x".freeze << "y"; rescue => e; e.class; end %>|<%= begin; d << "z"; rescue => e; e.message; end %>
E
