$name_v = 'w'
notify { 'e': message => inline_epp('<%- | String $who = "x" | -%>hi <%= $who %> <%# comment %>!', { 'who' => 'bob' }) }
