# Templates share Puppet's objects, not copies (apache's vhost templates
# depend on it): a hash set with scope.setvar and changed in place is seen
# changed by a template rendered from this one, and later by Puppet code;
# scope['x'], scope.lookupvar('x') and @x are one object.
class c ($dirs = [{'path' => '/a', 'require' => 'all granted'}, {'path' => '/b'}], $list = [1]) {
  $out = inline_template(@(E))
<%- scope.setvar('_ts', {}) -%>
<%- @dirs.each do |d| -%>
<%- scope.lookupvar('_ts')[:item] = d -%>
<%= scope.call_function('inline_template', ['<' + '%= scope.lookupvar("_ts")[:item]["path"] %' + '> <' + '%= scope["_ts"][:item]["require"] || "none" %' + '>']) %>
<%- end -%>
<%- scope['list'] << 2 -%>
<%- @list.push(3) -%>
<%= scope.lookupvar('list').inspect %> <%= @list.equal?(scope['list']) %>
E
  notify { 'out': message => $out }
  notify { 'after': message => "${list} ${_ts}" }
}
include c
