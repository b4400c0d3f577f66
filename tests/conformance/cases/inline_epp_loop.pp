notify { 'n': message => inline_epp('<% [1, 2].each |$i| { %>[<%= $i %>]<% } %>') }
