# Helper methods, for loops and in-place building, as real modules write them.
$options = {'Port' => 22, 'PasswordAuthentication' => false, 'Match User git' => {'X11Forwarding' => false, 'Banner' => 'none'}, 'Ciphers' => ['aes256-ctr', 'aes128-ctr'], 'Empty' => '', 'Nil' => undef}
$nested = {'global_defs' => {'router_id' => 'lb1', 'notification' => {'email' => 'ops@example.com'}}, 'enable' => true}
$args = ['-v', '--config', '/etc/app.conf']
notify { 'a': message => inline_template(@(E)) }
<%-
  require 'yaml'
  def yesno(v)
    case v
    when true then 'yes'
    when false then 'no'
    else v
    end
  end

  def render_block(options, depth = 1)
    out = ''
    pad = '  ' * depth
    options.sort_by { |k, v| v.is_a?(Hash) ? 'zzz' + k : k }.each_with_index do |(k, v), i|
      if v.is_a?(Hash)
        out << "\n" unless i == 0
        out << "\n#{pad}#{k} {"
        out << render_block(v, depth + 1)
        out << "\n#{pad}}"
      elsif v === true
        out << "\n#{pad}#{k}"
      else
        out << "\n#{pad}#{k} #{v}"
      end
    end
    return out
  end
-%>
<%- opts = @options.dup -%>
<%- if port = opts.delete('Port') -%>
Port <%= port %>
<%- end -%>
<%- opts.keys.sort_by { |k| k.downcase.include?('match') ? 'zzz' + k : k }.each do |k| -%>
<%-   v = opts[k] -%>
<%-   next if v.nil? || v == '' -%>
<%-   if v.is_a?(Hash) -%>
<%= k %>
<%-     v.keys.sort.each do |key| -%>
    <%= key %> <%= yesno(v[key]) %>
<%-     end -%>
<%-   elsif v.is_a?(Array) -%>
<%= k %> <%= v.join(',') %>
<%-   else -%>
<%= k %> <%= yesno(v) %>
<%-   end -%>
<%- end -%>
config {<%= render_block(@nested) %>
}
<% for a in @args -%>
arg[<%= a %>]
<% end -%>
<% for k, v in {'x' => 1, 'y' => 2} do -%>
<%= k %>:<%= v %>
<% end -%>
last=<%= a %>|<%= instance_variables.include?(:@args) %>|<%= defined?(@args) %>|<%= defined?(@nope).inspect %>|<%= yesno(nil).inspect %>
<%- total = 0; [1, 2, 3].each { |n| total += n } -%>
total=<%= total %>|<%= [[1, 2], [3, 4]].map { |a, b| a * b }.sum %>|<%= (1..3).map { |n| n * n }.join('+') %>
E
