# Reads the global (closure) scope: facts, top-scope and class variables.
Puppet::Functions.create_function(:'rw::greet') do
  dispatch :greet do
    param 'String', :who
  end

  def greet(who)
    scope = closure_scope
    "#{scope['rw::greeting']} #{who} from #{scope['::osfamily']} (#{scope['facts']['kernel']}), top=#{scope.lookupvar('top_value')} local=#{scope['greeting'].inspect}"
  end
end
