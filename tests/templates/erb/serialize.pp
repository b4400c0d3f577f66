$config = {'global' => {'scrape_interval' => '15s', 'labels' => {'env' => 'prod'}}, 'rule_files' => ['a.rules', 'b.rules'], 'scrape_configs' => [{'job_name' => 'node', 'static_configs' => [{'targets' => ['localhost-9100']}]}, {'job_name' => 'app', 'honor' => true, 'limit' => 10, 'empty' => [], 'none' => undef}], 'nested' => [[1, 2], [3]], 'hash' => {}}
$j = {'name' => "quote\" slash/ tab\t é \u0001", 'list' => [1, 2.5, undef, true], 'empty_list' => [], 'empty_hash' => {}, 'big' => 1.0e20}
notify { 'yaml': message => inline_template(@(E)) }
<%= @config.to_yaml %>
<%= 'word'.to_yaml %><%= [].to_yaml %><%= {}.to_yaml %><%= nil.to_yaml %><%= 42.to_yaml %><%= YAML.dump(['x-1', 'y.2']) %>
E
notify { 'json': message => inline_template(@(E)) }
<%= @j.to_json %>
<%= JSON.generate(@config) %>
<%= JSON.pretty_generate(@j) %>
<%= JSON.pretty_generate(@config['scrape_configs']) %>
<%= [].to_json %>|<%= nil.to_json %>|<%= 'x'.to_json %>|<%= :sym.to_json %>|<%= {1 => :a}.to_json %>|<%= JSON.pretty_generate([]) %>|<%= JSON.pretty_generate({}) %>
E
