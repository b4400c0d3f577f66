$t = "bind <%= 'a' -%>  <%= 'b' -%>\t\nend\n  <%# a comment -%>\n    <%- if true { -%>\nx\n<%- } -%>\n"
notify { 'a': message => inline_epp($t) }
