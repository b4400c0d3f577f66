notify { 'a': message => inline_template(@(E)) }
<%= "double #{1 + 2} and #{@nothing}|" %>
<%= 'single #{not} \' \\ \n' %>
<%= "esc \t|\\|\"|\x41|\101|\u00e9|\u{1F600}|\s|\e".inspect %>
<%= "a" "b" %>
<%= :sym %>|<%= :sym.inspect %>|<%= :"quoted sym".inspect %>|<%= :a? %>
<%= [1, 'two', :three, nil, true, false, 4.5] %>
<%= [1, [2, [3]]].inspect %>|<%= [] %>|<%= {} %>
<%= {'a' => 1, :b => 2, c: 3, "d": 4, 5 => [6]} %>
<%= (1..4).to_a %>|<%= (1...4).to_a %>|<%= ('a'..'e').to_a.join %>|<%= (1..3) %>
<%= %w[a b c] %>|<%= %w(x y) %>|<%= %i[p q] %>
<%= 0x1f %>|<%= 0b101 %>|<%= 0o17 %>|<%= 017 %>|<%= 1_000_000 %>|<%= -5 %>|<%= 1e3 %>|<%= 2.50 %>
<%= nil %>|<%= nil.inspect %>|<%= true %>|<%= false %>
<%= "multi
line" %>
<%= %q(single 'q' #{x}) %>|<%= %Q(double #{1}) %>|<%= %(paren #{2}) %>
<%= "nested #{"inner #{1 + 1}"}" %>
<%= '' %>|<%= "" %>|<%= "\#{no}" %>
E
