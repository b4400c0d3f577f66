# Puppet hands templates its own Ruby objects: a template that changes a
# variable's array or hash in place changes the catalog (here the class
# parameters too). spaceship's templates work on copies (known failure).
class ssh ($options = {'Port' => 22, 'AddressFamily' => 'inet'}, $ports = [22]) {
  notify { 'sshd': message => inline_template(@(E)) }
<% if family = @options.delete('AddressFamily') -%>
AddressFamily <%= family %>
<% end -%>
<% @ports << 2222 -%>
<%= @options.keys.join(',') %> <%= @ports.join(',') %>
E
  notify { 'after': message => "${options} ${ports}" }
}
include ssh
