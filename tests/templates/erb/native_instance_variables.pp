$alpha = "a"
$beta = [1]
class c { $gamma = 3
notify { "iv": message => inline_template(@(E)) }
<%= instance_variables.include?(:@gamma) %>|<%= instance_variables.include?(:@alpha) %>|<%= instance_variable_get(:@gamma) %>|<%= instance_variable_get("@alpha") %>|<%= instance_variable_get(:@nothing).inspect %>|<%= instance_variables.first.class %>|<%= instance_variable_defined?(:@gamma) %>
E
}
include c
