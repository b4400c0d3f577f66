# sprintf's `*`: width and precision from the arguments (nginx's
# fastcgi.erb aligns its parameters with `%-*s`).
$params = { 'SCRIPT_FILENAME' => '$document_root$fastcgi_script_name', 'APP' => 'x' }
notify { 'a': message => inline_template(@(E)) }
<%- w = @params.keys.map(&:size).max -%>
<%- @params.sort_by { |k, v| k }.each do |k, v| -%>
[<%= sprintf("%-*s", w, k) %>] <%= v %>
<%- end -%>
[<%= format("%*d", 6, 42) %>] [<%= format("%*s", -5, 'ab') %>] [<%= "%.*f" % [2, 3.14159] %>] [<%= format("%*.*s", 6, 3, 'abcdef') %>] [<%= format("%.*s", -1, 'xyz') %>]
E
