$servers = ['a.example', 'b.example']
notify { 'a': message => inline_template(@(E)) }
<% count = 0 -%>
<% @servers.each do |s| -%>
<% count += 1 -%>
server <%= s %> #<%= count %>
<% end -%>
total <%= count %>
<% acc = [] -%>
<% @servers.each { |s| acc << s.upcase } -%>
<%= acc.join(',') %>
<% str = 'x' ; str += 'y' ; str << 'z' -%>
<%= str %>
<% a, b = 1, 2 -%>
<%= a %>/<%= b %>
<% c, d = [3, 4] -%>
<%= c + d %>
<% n = 10; n -= 3; n *= 2; n /= 3; n %= 4 -%>
<%= n %>
<% h = {} ; h['k'] = 'v' ; h[:s] = 1 -%>
<%= h %>
<% arr = [1, 2, 3]; arr[0] = 9; arr << 4; arr.push(5); arr.unshift(0) -%>
<%= arr.inspect %>
<% _unused = 1; x2 = nil -%>
<%= x2.inspect %>
<% lines = []; lines.push('one').push('two'); lines.concat(['three']) -%>
<%= lines * ' ' %>
E
