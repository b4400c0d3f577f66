notify { 'n': message => inline_epp('<%= $x %>-<%= $y %>', { 'x' => 1, 'y' => 'b' }) }
