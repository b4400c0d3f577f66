# Found by the templates fuzz target under AddressSanitizer: an array or
# hash that holds itself (Ruby allows it) outlived the render, a leak per
# render in a long REPL session. The render fails; nothing may be left.
$ok = inline_template('<% a = [1, 2]; a << a; h = {}; h[:s] = h %><%= a.inspect %> <%= h.inspect %>')
notice($ok)
$failed = inline_template('<% a = [1, 2]; a << a %><%= a.idontexist %>')
