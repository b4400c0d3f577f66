$h = {"alpha" => "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "beta" => ["bbbbbbbbbbbbbbbbbbbbbbbbbbb", "cccccccccccccccccccccc"], "gamma" => {"d" => 1}}
notify { "pp": message => inline_template(@(E)) }
<%- require "pp" -%>
<%= PP.pp(@h, "") -%>
<%= PP.pp(@h, "", 20) -%>
<%= @h.pretty_inspect -%>
E
