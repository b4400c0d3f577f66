$x = "1"
notify { "d": message => inline_template(@(E)) }
<% loc = 1 -%>
<%= defined?(@x).inspect %>|<%= defined?(@nope).inspect %>|<%= defined?(loc).inspect %>|<%= defined?(zzz).inspect %>|<%= defined?(String).inspect %>|<%= defined?(Nope).inspect %>|<%= defined?(puts).inspect %>|<%= defined?(@x.upcase).inspect %>|<%= defined?(scope).inspect %>|<%= defined?(1 + 1).inspect %>|<%= defined?(nil).inspect %>|<%= defined?(true).inspect %>
E
