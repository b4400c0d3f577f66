# Forms real templates write: `include?x` needs no space before its
# argument (apache's _require.erb), and String#match compiles a string
# argument as a pattern, unescaped (apache's _directories.erb).
$r = { 'enforce' => 'Any', 'provider' => 'filesmatch' }
notify { 'a': message => inline_template(@(E)) }
<%- q = @r -%>
<%= ['all', 'any'].include?q['enforce'].downcase %>|<%= q.has_key?('enforce') and ['all', 'none', 'any'].include?q['enforce'].downcase %>
<%= q['provider'].match('(directory|location|files)').inspect %>|<%= 'a.c'.match?('a.c') %>|<%= 'abc'.match?('a.c') %>|<%= 'x'.match('y').inspect %>
<%- if /^(.*)match$/ =~ q['provider'] -%>
<%= $1.capitalize + 'Match' %>
<%- end -%>
E
