$s = "key = value"
notify { "m": message => inline_template(@(E)) }
<% if @s =~ /\s*=\s*/ -%>
<%= $~[0].inspect %>|<%= $`%>|<%= $' %>|<%= $~.pre_match %>|<%= $~.post_match %>
<% end -%>
<% if @s.match(/(\w+) = (\w+)/) -%>
<%= $1 %>|<%= $2 %>|<%= $~[2] %>|<%= $~.captures.inspect %>
<% end -%>
<% "nothing" =~ /zzz/ -%>
<%= $~.inspect %>|<%= $1.inspect %>
<% if @s =~ /(?<k>\w+)/ -%><%= $~[:k] %><% end %>
E
