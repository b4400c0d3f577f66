# ERB trim mode '-': <%- eats the indentation before it, -%> the newline after it.
notify { 'a': message => inline_template(@(E)) }
<% if true -%>
  kept
<% end -%>
<%= 1 %>
<%= 2 -%>
<%- 3 -%>x
   <%= 4 %>
  <%- x = 5 -%>
mid <%- x %>line
<%% literal <%%= not code %>
text %%> stays
<%= "in %%> code" %>
<%# a comment -%>
<%# a comment
over lines %>
after
	<%- if false -%>
never
	<%- else -%>
tabbed
	<%- end -%>
end
E
notify { 'b': message => inline_template("a <% %>b\n<% -%>\nc\r\n<% -%>\r\nd") }
notify { 'c': message => inline_template('no tags at all') }
notify { 'd': message => inline_template('') }
notify { 'e': message => inline_template("<%= 'x' -%>") }
