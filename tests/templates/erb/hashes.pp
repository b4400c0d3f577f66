$h = {'b' => 2, 'a' => 1, 'n' => undef, 'l' => [1, 2], 'm' => {'x' => 'y'}}
notify { 'a': message => inline_template(@(E)) }
<%= @h %>|<%= @h.inspect %>|<%= @h.keys.inspect %>|<%= @h.values.inspect %>|<%= @h.length %>|<%= @h.size %>|<%= @h.empty? %>|<%= {}.empty? %>
<%= @h['a'] %>|<%= @h['zz'].inspect %>|<%= @h['n'].inspect %>|<%= @h.key?('n') %>|<%= @h.has_key?('q') %>|<%= @h.include?('a') %>|<%= @h.member?('b') %>|<%= @h.has_value?(2) %>|<%= @h.value?(9) %>
<%= @h.fetch('a') %>|<%= @h.fetch('zz', 'dflt') %>|<%= @h.fetch('zz') { |k| k * 2 } %>|<%= @h['m']['x'] %>|<%= @h.dig('m', 'x') %>|<%= @h.dig('q', 'x').inspect %>|<%= @h['l'][1] %>
<%= @h.sort_by { |k, v| k }.map { |k, v| k }.join %>|<%= @h.keys.sort.inspect %>|<%= @h.select { |k, v| v.is_a?(Integer) }.inspect %>|<%= @h.reject { |k, v| v.nil? }.keys.inspect %>|<%= @h.map { |k, v| k }.inspect %>
<%= @h.merge({'a' => 10, 'z' => 26}).inspect %>|<%= @h.to_a.first.inspect %>|<%= @h.invert.keys.first.inspect %>|<%= @h.key(2) %>|<%= @h.count { |k, v| v.nil? } %>|<%= @h.min_by { |k, v| k }.inspect %>|<%= @h.first.inspect %>
<% d = @h.dup; d.delete('b'); d['new'] = true -%>
<%= d.keys.inspect %>|<%= @h.keys.inspect %>|<%= @h.values_at('a', 'b').inspect %>|<%= @h.slice('a', 'b') %>|<%= @h.reject { |k, v| k == 'l' || k == 'm' }.to_s %>|<%= @h.transform_values { |v| v.to_s }['a'].inspect %>
<%= @h.each_with_object([]) { |(k, v), acc| acc << k }.inspect %>|<%= @h.keys.each_slice(2).to_a.inspect %>|<%= @h.any? { |k, v| v.nil? } %>|<%= @h.all? { |k, v| k.is_a?(String) } %>|<%= @h.sort_by { |k, _| k }.to_h.keys.inspect %>
<%= {1 => 'a', :s => 'b', nil => 'c', [1] => 'd', 1.5 => 'e'}.inspect %>|<%= {'a' => {'b' => [1, {'c' => nil}]}}.to_s %>|<%= {'q' => "x\"y"}.inspect %>|<%= @h.class %>|<%= @h.is_a?(Hash) %>|<%= @h.to_h.size %>
<%= @h.group_by { |k, v| v.class }.keys.inspect %>|<%= @h.filter_map { |k, v| k if v }.inspect %>|<%= @h.find_all { |k, v| v }.length %>|<%= Hash[[['k', 'v']]].inspect %>|<%= @h.compact.keys.inspect %>|<%= @h.keys.map(&:to_sym).inspect %>
E
