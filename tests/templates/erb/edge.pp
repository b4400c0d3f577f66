$s = "tab\there \"q\" back\\slash é ünï \u{1F600} #{x} #"
$h = {'k' => [1, {'n' => undef}], 'sym' => 'v'}
$e = []
notify { 'a': message => inline_template(@(E)) }
<%= @s.inspect %>|<%= :"with space".inspect %>|<%= :a_b?.inspect %>|<%= :[].inspect %>|<%= :+.inspect %>|<%= "\u0001\x7F".inspect %>|<%= '#{x}'.inspect %>|<%= '#@x #$y #x'.inspect %>
<%= @h.to_s %>|<%= @h['k'].to_s %>|<%= [nil, true, 1.5, :s, 'x', [], {}].to_s %>|<%= {nil => nil}.to_s %>|<%= [1..2, 'a'...'c'].inspect %>|<%= (1..10).step(3).to_a.inspect %>
<%= "a\\nb" %>|<%= 'a\\nb' %>|<%= 'it''s' %>|<%= "x" 'y' "z" %>|<%= "#{}" %>|<%= "#{nil}|#{[1, nil]}|#{{'a' => nil}}|#{:s}|#{1.0}|#{10**20}" %>
<%= 10.divmod(3).inspect %>|<%= (-10).divmod(3).inspect %>|<%= 10 % -3 %>|<%= -10 / 3.0 %>|<%= 2**0.5 %>
<%= [3, 1, 2].max(2).inspect %>|<%= [3, 1, 2].min(2).inspect %>|<%= [1, 2, 3, 4].sum / [1, 2, 3, 4].size %>|<%= [0.1, 0.2, 0.3].sum %>|<%= [0.1, 0.2, 0.3].inject(:+) %>|<%= [1, 2.5].sum %>|<%= ['a', 'b'].sum('') %>
<%= @e.empty? ? 'none' : @e.join %>|<%= @e.first.inspect %>|<%= @e.max.inspect %>|<%= @e.sum %>|<%= @e.inject(:+).inspect %>|<%= @e.each_slice(2).to_a.inspect %>
<%= 'a-b-c'.split('-', 2).inspect %>|<%= ' a  b '.split(' ', -1).inspect %>|<%= 'a,b,'.split(',').inspect %>|<%= 'a,b,'.split(',', -1).inspect %>|<%= ''.split(',').inspect %>|<%= 'abc'.split(//).inspect %>|<%= 'a1b2'.split(/(\d)/).inspect %>
<%= 'Hello World'.scan(/o/).length %>|<%= 'hello'.sub(/l/) { |m| m.upcase } %>|<%= 'a.b.c'.gsub('.') { '-' } %>|<%= 'John Smith'.sub(/(\w+) (\w+)/, '\2, \1') %>|<%= 'aaa'.gsub(/a/, '\\\\') %>|<%= 'path'.gsub(/^/, '/') %>
<%= '%s and %s' % ['a', 'b'] %>|<%= '%-10s|' % 'left' %>|<%= '%+d' % 5 %>|<%= '%.3f' % 2 %>|<%= '%08.3f' % -3.14159 %>|<%= '%c' % 65 %>|<%= '%5.1f%%' % 99.5 %>|<%= '%s' % [[1, 2]] %>|<%= '%p' % [nil] %>
<%= 1.0 / 0 %>|<%= -1.0 / 0 %>|<%= (0.0 / 0.0).nan? %>|<%= 1e308 * 10 %>|<%= 0.1 * 3 %>|<%= 100.0.to_s %>|<%= 1.23456789012e-7 %>|<%= 12345678.9 %>|<%= 1.0e15 + 0.5 %>
<%= [1, [2, [3, [4]]]].flatten(2).inspect %>|<%= [[1, 2], [3]].sum([]).inspect %>|<%= [1, 2, 3].each_with_index.select { |v, i| i > 0 }.map(&:first).inspect %>|<%= %w[b c a].sort!.first %>
<% x = 5 -%>
<%= x > 3 ? "big #{x}" : 'small' %>|<%= x.between?(1, 5) && !x.zero? %>|<%= (x if x.odd?).inspect %>|<%= [x, x * 2].max %>|<%= x.to_s * 2 %>|<%= x.to_s.center(7, '*') %>
<%= @h.map { |k, v| [k.to_sym, v] }.to_h.keys.inspect %>|<%= @h.each_with_object({}) { |(k, v), acc| acc[v.class.to_s] = k }.inspect %>|<%= @h.sort_by { |k, _| k }.reverse.map(&:first).inspect %>|<%= @h.length.to_s.rjust(3, '0') %>
E
notify { 'hash-yield': message => inline_template(@(E)) }
<% h = {'a' => 1, 'b' => 2} -%>
<%= h.select { |x| x == 'a' } %>|<%= h.reject { |x| x == 'a' } %>|<%= h.any? { |x| x.is_a?(Array) } %>|<%= h.count { |x| x.is_a?(Array) } %>|<%= h.find { |x| x.is_a?(Array) }.inspect %>|<%= h.each_with_object([]) { |x, acc| acc << x.class }.inspect %>|<%= h.filter_map { |x| x.class }.inspect %>|<%= h.sum { |x| x.size } %>|<%= h.partition { |x| x.is_a?(Array) }.inspect %>
E
