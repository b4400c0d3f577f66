$ip = '10.0.0.5'
$r = /^(\w+)-(\d+)$/
notify { 'a': message => inline_template(@(E)) }
<%= @ip.gsub('.', '_') %>|<%= @ip.gsub(/\d+/, 'N') %>|<%= @ip.sub(/\./, '-') %>|<%= 'a-b-c'.gsub(/-(\w)/, '+\1') %>|<%= 'hello'.gsub(/l/) { |m| m.upcase } %>|<%= 'x.y'.gsub('.', '\\') %>
<% if 'web-01' =~ /^(\w+)-(\d+)$/ -%>
<%= $1 %> <%= $2 %> <%= $~[0] %>
<% end -%>
<% if (m = 'db-7'.match(@r)) -%>
<%= m[1] %>/<%= m[2] %>/<%= m.captures.inspect %>
<% end -%>
<%= 'abc' =~ /B/i %>|<%= ('abc' =~ /x/).inspect %>|<%= 'a1b22'.scan(/\d+/).inspect %>|<%= 'k=v;x=y'.scan(/(\w)=(\w)/).inspect %>|<%= 'AbC'.match?(/abc/i) %>|<%= 'x' !~ /y/ %>
<%= 'path/to/file'.split('/').last %>|<%= "multi\nline" =~ /^line/ %>|<%= 'foo.bar' =~ /\A\w+\.\w+\z/ %>|<%= 'a b'.gsub(/\s+/, '') %>|<%= 'CamelCase'.gsub(/([A-Z])/) { "_" + $1.downcase } %>
<%= @r.source %>|<%= @r.inspect %>|<%= /a\/b/.source %>|<%= 'x/y' =~ %r{/} %>|<%= 'a.b' =~ /\./ %>|<%= 'tab	x'.gsub(/\t/, ' ') %>|<%= 'abc'.sub('b') { |m| m * 3 } %>|<%= 'aaa'.sub('a', 'b') %>
<%= 'x1y2'.tr('0-9', '#') %>|<%= 'hello'[/l+/] %>|<%= 'key: value'[/(\w+): (\w+)/, 2] %>|<%= 'a,b;c'.split(/[,;]/).inspect %>|<%= 'A-B'.downcase.gsub(/[^a-z]/, '') %>|<%= 'Ünïcode'.gsub(/[[:alpha:]]/, 'x') %>
<%= 'one two'.gsub(/(?<first>\w+) (?<second>\w+)/, '\k<second> \k<first>') %>|<%= 'aaa'.gsub(/a/, 'a' => 'b') %>|<%= 'abc'.gsub(/b/, '[\0]') %>|<%= 'ab'.gsub(/(a)(b)/, "\\2\\1") %>|<%= 'x' =~ /(?x) x # comment
/ %>
E
