notify { 'n': message => inline_epp('<%- | $req | -%>x', { 'other' => 1 }) }
