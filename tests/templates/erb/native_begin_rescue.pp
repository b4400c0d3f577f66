notify { "b": message => inline_template(@(E)) }
<% out = [] -%>
<% begin -%>
<% out << "body"; raise "oops" -%>
<% rescue => e -%>
<% out << "rescued #{e.message}" -%>
<% ensure -%>
<% out << "ensured" -%>
<% end -%>
<%= out.join(",") %>
<%= begin; Integer("x"); rescue ArgumentError => e; e.class; end %>|<%= (Integer("12") rescue 0) %>|<%= (Integer("zz") rescue 0) %>
<% r = begin
  1 / 0
rescue ZeroDivisionError
  "div"
else
  "no"
ensure
  out << "e2"
end -%>
<%= r %>|<%= out.last %>
E
