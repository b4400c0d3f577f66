$options = '--web.listen-address=":9090" --flag \'two words\' plain\ escaped "a\"b"'
$path = "/opt/my app/bin's"
notify { 'a': message => inline_template(@(E)) }
<% require 'shellwords' -%>
<% for opt in Shellwords.split(@options) -%>
[<%= opt %>]
<% end -%>
<%= Shellwords.escape(@path) %>|<%= Shellwords.escape('') %>|<%= @path.shellescape %>|<%= 'a "b c" d'.shellsplit.inspect %>|<%= Shellwords.escape("x\ny") %>
<%= Hash.new.inspect %>|<%= Array.new(3, 'x').inspect %>|<%= Array.new.inspect %>
E
