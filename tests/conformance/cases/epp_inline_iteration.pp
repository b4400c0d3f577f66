$v = inline_epp('<% $items.each |$i| { -%>
- <%= $i %>
<% } -%>
total: <%= $items.length %>', { 'items' => ['a', 'b'] })
notify { 'e': message => $v }
