$osn = 'Debian'
$n = 7
$list = ['a', 'b']
notify { 'a': message => inline_template(@(E)) }
<% if @osn == 'RedHat' -%>
redhat
<% elsif @osn == 'Debian' -%>
debian
<% else -%>
other
<% end -%>
<% unless @n > 10 -%>
small
<% else -%>
big
<% end -%>
<% case @n
   when 1..5 -%>
low
<% when 6, 7 -%>
six-seven
<% else -%>
high
<% end -%>
<%= case @osn when 'Debian' then 'deb' when 'RedHat' then 'rh' end %>
<%= case @osn when /^Deb/ then 'regex' else 'no' end %>
<%= case 3 when Integer then 'int' when String then 'str' end %>
<%= case 'x' when Integer then 'int' when String, Symbol then 'str' end %>
<%= (case 'q' when 'z' then 1 end).inspect %>
<% if @list.include?('b') then %>then-form<% end %>
<% if @n > 1
  %>multiline-cond<%
end %>
<%= if @n > 1 then 'a' else 'b' end %>
<%= x = 5 if true %>
<% i = 0; while i < 3; i += 1 -%>
w<%= i %>
<% end -%>
<% i = 0 -%>
<% until i >= 2 do i += 1 end -%>
u<%= i %>
<% [1, 2, 3, 4].each do |v| next if v == 2; break if v == 4 -%>
v<%= v %>
<% end -%>
E
