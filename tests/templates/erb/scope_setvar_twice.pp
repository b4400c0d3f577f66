$a = inline_template("<%- scope.setvar('made2', 1) -%><%- scope.setvar('made2', 2) -%>x")
notify { 'a': message => $a }
