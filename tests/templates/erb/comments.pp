# A `#` comment in a code tag runs to the end of the line of the code ERB
# generates, which holds the text and tags that follow on the same line.
notify { 'a': message => inline_template(@(E)) }
start <% x = 1 # set x %>hidden <%= 'also hidden' %>
hidden too
<% y = 2 # with trim -%>
shown <%= x + y %>
<%
  # a comment line inside a multi-line tag
  z = x * 10 # trailing comment
%>z=<%= z %>
<%# an ERB comment tag %>after
E
