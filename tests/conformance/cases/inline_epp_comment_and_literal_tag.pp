notify { 'n': message => inline_epp("a\n<%# comment %>\nb <%% literal %>") }
