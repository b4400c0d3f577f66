$arr = ['c', 'a', 'b']
$h = {'x' => 1, 'y' => 2, 'z' => 3}
notify { 'a': message => inline_template(@(E)) }
<% @arr.each_with_index do |v, i| -%>
<%= i %>:<%= v %>
<% end -%>
<% @h.each do |k, v| -%>
<%= k %>=<%= v %>
<% end -%>
<% @h.each_pair { |k, v| -%>
pair <%= k %> <%= v %>
<% } -%>
<% @h.each do |pair| -%>
whole <%= pair.inspect %>
<% end -%>
<%= @arr.map { |v| v * 2 }.join(' ') %>
<%= @arr.collect(&:upcase).inspect %>
<%= @arr.map(&:to_sym).inspect %>
<%= @arr.select { |v| v > 'a' }.inspect %>|<%= @arr.reject { |v| v > 'a' }.inspect %>
<%= @arr.sort_by { |v| v }.inspect %>|<%= @arr.sort { |a, b| b <=> a }.inspect %>|<%= @arr.sort.reverse.inspect %>
<%= [1, 2, 3].inject(0) { |s, v| s + v } %>|<%= [1, 2, 3].reduce(:+) %>|<%= [1, 2, 3].inject { |s, v| s * v } %>|<%= [1, 2, 3].sum %>
<%= (1..7).each_slice(3).to_a.inspect %>|<% [1, 2, 3, 4].each_slice(2) do |a, b| %>[<%= a %>,<%= b %>]<% end %>
<% 3.times do |i| %><%= i %><% end %>|<% 1.upto(3) { |i| %><%= i %><% } %>|<% 3.downto(1) { |i| %><%= i %><% } %>|<% 1.step(10, 4) { |i| %><%= i %><% } %>
<%= @h.map { |k, v| "#{k}-#{v}" }.join(',') %>|<%= @h.select { |k, v| v > 1 } %>|<%= @h.reject { |k, v| v > 1 } %>|<%= @h.sort_by { |k, v| -v }.inspect %>
<%= @h.map { |pair| pair.class }.first %>|<%= @h.find { |k, v| v == 2 }.inspect %>|<%= @arr.find { |v| v == 'zz' }.inspect %>|<%= @arr.detect { |v| v < 'c' } %>
<%= @arr.any? { |v| v == 'a' } %>|<%= @arr.all? { |v| v.length == 1 } %>|<%= @arr.none? { |v| v == 'q' } %>|<%= @arr.count { |v| v != 'a' } %>|<%= [nil, 1].any? %>|<%= [].all? %>
<%= @arr.each_with_object([]) { |v, acc| acc << v + '!' }.inspect %>|<%= @arr.map.with_index { |v, i| "#{i}#{v}" }.inspect %>|<%= @arr.each_with_index.map { |v, i| i }.inspect %>
<%= @arr.group_by { |v| v == 'a' }.inspect %>|<%= @arr.partition { |v| v < 'b' }.inspect %>|<%= @arr.min_by { |v| v } %>|<%= @arr.max_by { |v| v } %>
<%= [[1, 'a'], [2, 'b']].each { |n, s| } .inspect %>|<%= [[1, 'a'], [2, 'b']].map { |n, s| s * n }.inspect %>|<%= [1, 2, 3].flat_map { |v| [v, v] }.inspect %>
<%= @arr.each_cons(2).to_a.inspect %>|<%= [3, 1, 2].sort_by { |v| -v }.first(2).inspect %>|<%= @h.keys.map(&:upcase).inspect %>|<%= [1, 2, 3].zip([4, 5, 6]).inspect %>
<%= @h.to_a.inspect %>|<%= @h.sort.inspect %>|<%= @h.min_by { |k, v| v }.inspect %>|<%= @h.sum { |k, v| v } %>|<%= @h.count %>|<%= @h.each_with_index.map { |(k, v), i| "#{k}#{v}#{i}" }.join %>
<%= @h.inject(0) { |s, (k, v)| s + v } %>|<%= @h.map { |k, v| [k, v * 10] }.to_h %>|<%= @h.to_a.transpose.inspect %>|<%= @arr.uniq { |v| v.length }.inspect %>
E
