$h = {"b" => [1, 2], "a" => {"x" => "z"}}
notify { "r": message => inline_template(@(E)) }
<%- require "pp"; require "json"; require "yaml"; require "set"; require "ipaddr"; require "shellwords"; require "erb" -%>
<%= PP.pp(@h, "") -%>
<%= PP.pp([1, "two", nil, :three], "").inspect %>
<%= @h.to_json %>|<%= JSON.generate(@h) %>|<%= JSON.pretty_generate(@h) %>
<%= @h.to_yaml %>
<%= Set.new([3, 1, 3]).to_a.inspect %>|<%= Set.new([1]).include?(1) %>
<%= IPAddr.new("10.1.2.3/8").to_s %>
<%= Shellwords.escape("a b") %>|<%= ["x y", "z"].shelljoin %>|<%= "a \"b c\"".shellsplit.inspect %>
<%= ERB::Util.html_escape("<a&b>") %>
E
