define logrotate::rule ($path, $compress = true, $ifempty = undef, $rotate = 4) {
  notify { "rule ${title}": message => inline_template(@(E)) }
<%
  opts = []
  ['compress', 'missingok'].each do |bool_opt|
    if (scope.to_hash.has_key?(bool_opt) && scope.to_hash[bool_opt] != nil)
      opts << (scope.to_hash[bool_opt] == true ? '' : 'no') + bool_opt
    end
  end
  opts << 'ifempty' if scope.to_hash.has_key?('ifempty')
  opts << "rotate #{scope.to_hash['rotate']}"
-%>
<%= @path %> { <%= opts.join('; ') %> } <%= instance_variable_get('@rotate') %>|<%= instance_variable_get(:@path) %>|<%= instance_variable_get('@nope').inspect %>|<%= scope.to_hash['title'] %>
E
}
logrotate::rule { 'syslog': path => '/var/log/syslog', compress => false }
