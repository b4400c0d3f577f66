$who = "world"
$list = [1, 2]
notify { "i": message => inline_template(@(E)) }
<%= "hello #@who" %>|<%= "#@who#@who" %>|<%= "#@list" %>|<%= "#@missing." %>|<%= "\#@who" %>|<%= "a#@{who}" rescue "x" %>
E
