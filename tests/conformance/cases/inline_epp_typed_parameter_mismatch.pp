notify { 'n': message => inline_epp('<%- | Integer $req | -%>x', { 'req' => 'a' }) }
