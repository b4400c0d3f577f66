$a = [3, 1, 2, 3, undef, [4, [5]]]
$e = []
notify { 'a': message => inline_template(@(E)) }
<%= @a.inspect %>|<%= @a.compact.inspect %>|<%= @a.flatten.inspect %>|<%= @a.flatten(1).inspect %>|<%= @a.length %>|<%= @a.size %>|<%= @e.empty? %>|<%= @a.empty? %>
<%= [3, 1, 2].sort.inspect %>|<%= [3, 1, 3].uniq.inspect %>|<%= [1, 2].include?(2) %>|<%= [1, 2].first %>|<%= [1, 2].last %>|<%= [1, 2, 3].first(2).inspect %>|<%= [1, 2, 3].last(2).inspect %>|<%= @e.first.inspect %>
<%= ['a', 'b'].join %>|<%= ['a', 'b'].join('-') %>|<%= ['a', ['b', ['c']]].join(',') %>|<%= [1, nil, 'x'].join('/') %>|<%= [1, 2].to_s %>|<%= ['a', nil].to_s %>|<%= [1, 2].to_a.inspect %>
<%= [1, 2, 3][0] %>|<%= [1, 2, 3][-1] %>|<%= [1, 2, 3][1, 2].inspect %>|<%= [1, 2, 3][1..-1].inspect %>|<%= [1, 2, 3][5].inspect %>|<%= [1, 2, 3].at(1) %>|<%= [1, 2, 3].fetch(1) %>|<%= [1, 2, 3].fetch(9, 'd') %>
<%= [1, 2, 3].max %>|<%= [1, 2, 3].min %>|<%= [1, 2, 3].sum %>|<%= [1, 2, 3].reverse.inspect %>|<%= [1, 2, 3].rotate.inspect %>|<%= [1, 2, 3].take(2).inspect %>|<%= [1, 2, 3].drop(1).inspect %>|<%= [1, 2, 3].count %>|<%= [1, 2, 2].count(2) %>
<%= [1, 2, 3].index(2) %>|<%= [1, 2, 3].find_index(3) %>|<%= [[1, 2], [3, 4]].to_h.inspect %>|<%= [1, 2, 3].each_slice(2).map(&:sum).inspect %>|<%= [1, [2, 3]].flatten.size %>|<%= [1, 2] == [1, 2] %>|<%= [1, 2].eql?([1, 2]) %>
<%= ['b', 'a'].sort.first %>|<%= [1, 2, 3].select(&:odd?).inspect %>|<%= [1, 2, 3].reject(&:odd?).inspect %>|<%= ['x', 'y'].map(&:to_s).inspect %>|<%= [1, 2, 3].minmax.inspect %>|<%= [1, 2, 3, 4].each_slice(2).to_a.inspect %>
<%= @a.is_a?(Array) %>|<%= @a.class %>|<%= [1, 2] .push(3).inspect %>|<%= [1, 2, 3].pop %>|<%= [1, 2, 3].shift %>|<%= [nil, false, 1].compact.inspect %>
<%= ['a', 'b', 'c'].each_with_index.to_a.inspect %>|<%= ['a', 'b'].product([1, 2]).inspect %>|<%= [1, 2, 3, 4].select.with_index { |v, i| i.even? }.inspect %>|<%= Array(nil).inspect %>|<%= Array([1]).inspect %>|<%= Array('a').inspect %>
<%= [1, 2, 3].delete_if { |v| v == 2 }.inspect %>|<%= [1, 2, 3].keep_if { |v| v > 1 }.inspect %>|<%= [3, 1].sort!.inspect %>|<%= [1, 1].uniq!.inspect %>|<%= [1, 2].map! { |v| v + 1 }.inspect %>|<%= [1, 2, 3].slice(0, 2).inspect %>|<%= [[2, 'b'], [1, 'a']].sort.inspect %>
<%= [1, 2, 3].join(', ') %>|<%= [].join(',').inspect %>|<%= [1, 2, 3].to_a.map(&:to_s).join %>|<%= ['a', 'b'].each_with_object({}) { |v, h| h[v] = v.upcase }.inspect %>|<%= [1, 2, 3].none?(&:zero?) %>|<%= [0, 1].tally.inspect %>|<%= [1, 2, 3].values_at(0, 2).inspect %>
E
