# spaceship's Ruby worker: runs a module's Ruby code (functions of both
# APIs, ERB templates) with the Puppet library installed on this machine,
# for a compile that lives in the spaceship process.
#
# Protocol: one JSON object per line on stdin and stdout. spaceship sends
# requests ({"op": ...}); the worker answers each with {"done": ...} or
# {"error": ...}. While it works, the worker asks spaceship what only the
# live compile knows (variables, other functions) with {"cb": ...} lines,
# and spaceship answers {"reply": ...} or {"failed": ...}; spaceship may
# send a nested request before answering (a function it dispatches back
# here). Values cross as Puppet's rich data (Pcore JSON).

# Puppet's library is some 700 Ruby files, parsed and compiled afresh by
# every process that requires it: half of a worker's start. As bootsnap
# does, each file's compiled instruction sequence is kept in a cache
# folder (SPACESHIP_RUBY_CACHE, given by spaceship) and loaded from there
# while the file keeps its modification time and size. Only the installed
# library is cached (files under Ruby's load path and gem folders as they
# are now): module code a compile loads (3.x functions) lives in
# checkouts that come and go. Files whose names would be too long, and
# any failure to read or write the cache, fall back to Ruby's own loading.
if !ENV['SPACESHIP_RUBY_CACHE'].to_s.empty? && RubyVM::InstructionSequence.respond_to?(:load_from_binary)
  class RubyVM::InstructionSequence
    CACHE = File.join(ENV['SPACESHIP_RUBY_CACHE'], "#{RUBY_ENGINE}-#{RUBY_VERSION}-#{RUBY_PLATFORM}")

    LIBRARY = ($LOAD_PATH.map(&:to_s) + (defined?(Gem) ? Gem.path : []))
              .map { |dir| File.join(File.expand_path(dir), '') }.uniq

    def self.load_iseq(path)
      return nil unless LIBRARY.any? { |dir| path.start_with?(dir) }
      stat = File.stat(path)
      name = "#{path.tr('/', '%')}.#{stat.mtime.to_i}.#{stat.mtime.nsec}.#{stat.size}"
      return nil if name.bytesize > 250
      cached = File.join(CACHE, name)
      begin
        return load_from_binary(File.binread(cached))
      rescue SystemCallError, RuntimeError, TypeError, ArgumentError
        nil
      end
      iseq = compile_file(path)
      UNWRITTEN << [cached, iseq]
      iseq
    rescue SystemCallError
      nil
    end

    # Files compiled and not yet in the cache. They are written after the
    # worker has answered (see `write_cache`), not while it loads.
    UNWRITTEN = []

    # Writes the files compiled since the last call into the cache, in a
    # forked child, so that a machine's first start (some 700 files to
    # serialize and write) costs the worker no more than an uncached
    # start; where fork is unavailable or fails, here and now.
    def self.write_cache
      return if UNWRITTEN.empty?
      entries = UNWRITTEN.dup
      UNWRITTEN.clear
      writer = lambda do
        Dir.mkdir(CACHE) unless File.directory?(CACHE)
        entries.each do |cached, iseq|
          partial = "#{cached}.#{Process.pid}"
          File.binwrite(partial, iseq.to_binary)
          File.rename(partial, cached)
        rescue SystemCallError, RuntimeError
          nil
        end
      rescue SystemCallError
        nil
      end
      child = Process.fork do
        # The protocol's pipes stay the parent's alone: spaceship reads
        # the worker's stdout to its end.
        [$stdin, $stdout, $stderr, SpaceshipWorker::OUT].each { |io| io.close rescue nil }
        writer.call
      ensure
        exit!(0)
      end
      Process.detach(child)
    rescue NotImplementedError, SystemCallError
      writer.call
    end
  end
end

require 'json'
require 'tmpdir'
require 'fileutils'
begin
  require 'puppet'
rescue LoadError => e
  $stdout.write(JSON.generate('error' => e.message, 'class' => 'LoadError') + "\n")
  exit!(3)
end

module SpaceshipWorker
  IN = $stdin
  OUT = $stdout.dup
  $stdout.reopen($stderr)
  IN.binmode
  OUT.binmode
  OUT.sync = true

  # An error raised by spaceship while answering a callback: it carries
  # spaceship's message, which the Ruby code sees as a Puppet error.
  class CallbackError < StandardError; end

  def self.send_line(object)
    OUT.write(JSON.generate(object))
    OUT.write("\n")
  end

  def self.read_line
    line = IN.gets
    exit!(0) if line.nil?
    JSON.parse(line)
  end

  # Asks spaceship and waits for its answer, serving the requests it makes
  # in between.
  def self.callback(request)
    send_line(request)
    loop do
      message = read_line
      if message.key?('op')
        serve(message)
      elsif message.key?('failed')
        raise Puppet::ParseError, message['failed']
      else
        return message['reply']
      end
    end
  end

  TYPE = Puppet::Pops::Types

  # A Ruby value as Pcore JSON (Puppet's ToDataConverter, rich data), with
  # types written as Puppet writes them.
  def self.to_data(value)
    case value
    when nil, true, false, Integer, Float then value
    when :undef then nil
    when String
      if value.encoding == Encoding::ASCII_8BIT && !value.valid_encoding?
        { '__ptype' => 'Binary', '__pvalue' => TYPE::PBinaryType::Binary.from_binary_string(value).to_s }
      else
        value
      end
    when Array then value.map { |v| to_data(v) }
    when Hash
      if value.keys.all? { |k| k.is_a?(String) && k != '__ptype' }
        value.each_with_object({}) { |(k, v), h| h[k] = to_data(v) }
      else
        { '__ptype' => 'Hash', '__pvalue' => value.flat_map { |k, v| [to_data(k), to_data(v)] } }
      end
    when TYPE::PAnyType then { '__ptype' => 'Type', '__pvalue' => value.to_s }
    when TYPE::PSensitiveType::Sensitive then { '__ptype' => 'Sensitive', '__pvalue' => to_data(value.unwrap) }
    else
      Puppet::Pops::Serialization::ToDataConverter.convert(
        value, rich_data: true, local_reference: false, message_prefix: 'spaceship'
      )
    end
  end

  # Pcore JSON as a Ruby value (Puppet's FromDataConverter), types parsed
  # as Puppet parses them.
  def self.from_data(data)
    case data
    when Array then data.map { |v| from_data(v) }
    when Hash
      case data['__ptype']
      when nil then data.each_with_object({}) { |(k, v), h| h[k] = from_data(v) }
      when 'Type' then TYPE::TypeParser.singleton.parse(data['__pvalue'])
      when 'Hash' then Hash[data['__pvalue'].each_slice(2).map { |k, v| [from_data(k), from_data(v)] }]
      when 'Sensitive' then TYPE::PSensitiveType::Sensitive.new(from_data(data['__pvalue']))
      else Puppet::Pops::Serialization::FromDataConverter.convert(data, allow_unresolved: true)
      end
    else data
    end
  end

  # The scope a module's Ruby code sees: every read goes to spaceship's
  # live compile, at the point the call was made.
  class BridgeScope < Puppet::Parser::Scope
    # `top`: the global scope (a 4.x function's closure scope), whose
    # reads start at the top scope; else the scope of the call.
    attr_accessor :top, :shown_name

    def var_answer(name)
      SpaceshipWorker.callback('cb' => 'var', 'name' => name.to_s, 'top' => !!top)
    end

    def lookupvar(name, options = {})
      raise Puppet::ParseError, "Scope variable name #{name.inspect} is a #{name.class}, not a string" unless name.is_a?(String)
      answer = var_answer(name)
      answer.nil? ? nil : SpaceshipWorker.from_data(answer['value'])
    end

    def to_s
      top ? 'Scope(Class[main])' : (shown_name || super)
    end

    def [](name, options = {})
      lookupvar(name, options)
    end

    def exist?(name)
      !var_answer(name).nil?
    end

    def include?(name)
      answer = var_answer(name)
      !answer.nil? && !answer['value'].nil?
    end

    def bound?(name)
      exist?(name)
    end

    def to_hash(recursive = true, include_undef = false)
      pairs = SpaceshipWorker.callback('cb' => 'vars')
      pairs.each_with_object({}) do |(name, value), hash|
        value = SpaceshipWorker.from_data(value)
        hash[name] = value unless value.nil? && !include_undef
      end
    end

    def setvar(name, value, options = {})
      SpaceshipWorker.callback('cb' => 'setvar', 'name' => name, 'value' => SpaceshipWorker.to_data(value))
      value
    end

    def []=(name, value, _ = nil)
      setvar(name, value)
    end

    # `scope.call_function(name, args)`: the compile calls it.
    def call_function(name, args, &block)
      raise ArgumentError, "spaceship: a block given to '#{name}' from Ruby is not supported" if block
      SpaceshipWorker.call_in_compile(name, args, false)
    end

    # `function_name(args)` (Puppet 3's API): the compile calls it.
    # Only names Puppet 3's API knows (Puppet's own and the modules'),
    # as Puppet's scope has them.
    def method_missing(method, *args, &block)
      # The bodies of Puppet 3 functions (`real_function_x`) and what else
      # the functions' module defines run here, on this scope.
      [environment, Puppet.lookup(:root_environment)].uniq.each do |env|
        mod = Puppet::Parser::Functions.environment_module(env)
        if !method.to_s.start_with?('function_') && mod.method_defined?(method)
          return mod.instance_method(method).bind(self).call(*args, &block)
        end
      end
      name = method.to_s[/\Afunction_(.*)\z/, 1]
      if name.nil? || !Puppet::Parser::Functions.function(name, environment)
        raise NoMethodError.new("undefined method `#{method}' for #{self}:Puppet::Parser::Scope", method)
      end
      SpaceshipWorker.call_in_compile(name, args.first || [], true)
    end

    def respond_to_missing?(method, include_private = false)
      method.to_s.start_with?('function_') || super
    end

    private

    # Functions are called through the compile, never from the
    # environment's function module.
    def extend_with_functions_module; end
  end

  def self.call_in_compile(name, args, legacy)
    answer = callback('cb' => 'call', 'name' => name.to_s, 'legacy' => legacy,
                      'args' => args.map { |a| to_data(a) })
    value = from_data(answer)
    # Puppet 3's API sees undef as the empty string.
    legacy && value.nil? ? '' : value
  end

  # 4.x functions' `call_function` goes to the compile as well.
  module ForwardCalls
    def call_function(function_name, *args, &block)
      raise ArgumentError, "spaceship: a block given to '#{function_name}' from Ruby is not supported" if block
      SpaceshipWorker.call_in_compile(function_name, args, false)
    end
  end

  def self.start(request)
    dir = Dir.mktmpdir('spaceship-ruby')
    at_exit { FileUtils.rm_rf(dir) }
    Puppet::Pops::Functions::Function.prepend(ForwardCalls)
    Puppet.initialize_settings(["--confdir=#{dir}/conf", "--vardir=#{dir}/var", "--codedir=#{dir}/code",
                                "--logdir=#{dir}/log", "--rundir=#{dir}/run", "--publicdir=#{dir}/public"])
    Puppet[:strict_variables] = false
    @request_base = request
    @environments = {}
    send_line('done' => { 'puppet' => Puppet.version, 'ruby' => RUBY_VERSION })
  end

  # The Puppet side of one environment: its compiler, loaders and scope.
  def self.environment(request)
    key = [request['modulepath'], request['node']]
    @environments[key] ||= begin
      env = Puppet::Node::Environment.create(:production, request['modulepath'] || [],
                                             Puppet::Node::Environment::NO_MANIFEST)
      node = Puppet::Node.new(request['node'] || 'spaceship', environment: env)
      compiler = Puppet::Parser::Compiler.new(node)
      global = BridgeScope.new(compiler)
      global.top = true
      local = BridgeScope.new(compiler)
      [env, compiler, global, local]
    end
  end

  # Runs the block in the request's environment, with Puppet's context
  # for it (its loaders, the global scope); yields the scope of the call.
  def self.in_environment(request)
    env, compiler, global, local = environment(request)
    outer = local.shown_name
    local.shown_name = request['scope']
    # `environments` too: module code finds modules by the environment's
    # name (`Puppet::Module.find(name, compiler.environment.to_s)`, as
    # tiny-puppet's tp_lookup does), which must name this environment.
    overrides = compiler.context_overrides.merge(global_scope: global,
                                                 environments: Puppet::Environments::Static.new(env))
    Puppet.override(overrides, 'spaceship worker') { yield env, compiler, local }
  ensure
    local.shown_name = outer if local
  end

  def self.call_function(request)
    in_environment(request) do |env, compiler, scope|
      name = request['name']
      args = request['args'].map { |a| from_data(a) }
      if request['legacy']
        method = Puppet::Parser::Functions.function(name, env)
        raise ArgumentError, "Unknown function: '#{name}'" unless method
        mod = Puppet::Parser::Functions.environment_module(env)
        mod.instance_method(method).bind(scope).call(args)
      else
        function = compiler.loaders.private_environment_loader.load(:function, name)
        raise ArgumentError, "Unknown function: '#{name}'" unless function
        block = request['block'] && block_for(request['block'])
        function.call(scope, *args, &block)
      end
    end
  end

  # Puppet's template() and inline_template(), their errors worded as
  # those functions word them.
  ABSENT = Object.new.freeze

  # A Ruby lambda of the Puppet lambda's shape (so that a function's
  # block type accepts it); calling it calls the Puppet lambda in the
  # compile.
  def self.block_for(shape)
    names = (0...shape['required']).map { |i| "a#{i}" }
    names += (0...shape['optional']).map { |i| "o#{i} = SpaceshipWorker::ABSENT" }
    names << '*rest' if shape['rest']
    given = names.map { |n| n.split(' ').first }
    rest = shape['rest'] ? ' + rest' : ''
    plain = given.reject { |n| n.start_with?('*') }
    code = "lambda { |#{names.join(', ')}| SpaceshipWorker.yield_block([#{plain.join(', ')}]#{rest}) }"
    eval(code) # rubocop:disable Security/Eval
  end

  def self.yield_block(args)
    args = args.reject { |a| a.equal?(ABSENT) }
    from_data(callback('cb' => 'yield', 'args' => args.map { |a| to_data(a) }))
  end

  def self.template(request)
    in_environment(request) do |_env, _compiler, scope|
      wrapper = Puppet::Parser::TemplateWrapper.new(scope)
      if request.key?('inline')
        begin
          wrapper.result(request['inline'])
        rescue StandardError, SyntaxError, ScriptError => e
          raise Puppet::ParseError, "Failed to parse inline template: #{e}"
        end
      else
        wrapper.instance_variable_set(:@__file__, request['path'])
        begin
          wrapper.result
        rescue StandardError, SyntaxError, ScriptError => e
          info = ((e.backtrace || []).first || '').split(':')
          raise Puppet::ParseError, "Failed to parse template #{request['name']}:\n" \
                                    "  Filepath: #{info[0]}\n  Line: #{info[1]}\n  Detail: #{e}\n"
        end
      end
    end
  end

  # A Hiera function (`lookup_key`, `data_hash`, `data_dig`), called as
  # Puppet's function providers call it: (key, options, context),
  # (options, context) or (segments, options, context);
  # `context.not_found` is {'not_found' => true}. spaceship keeps the
  # answers as the providers keep them.
  def self.hiera_function(request)
    in_environment(request) do |env, compiler, scope|
      kind = request['kind']
      name = request['function']
      function = hiera_function_named(compiler, name)
      raise Puppet::DataBinding::LookupError, "Unable to find '#{kind}' function named '#{name}'" unless function
      @function_contexts ||= {}
      function_context = @function_contexts[[env.modulepath, kind, name, request['options']]] ||=
        Puppet::Pops::Lookup::FunctionContext.new(
          Puppet::Pops::Lookup::EnvironmentContext.adapt(env), name.include?('::') ? name.split('::').first : nil, function
        )
      invocation = Puppet::Pops::Lookup::Invocation.new(scope)
      context = Puppet::Pops::Lookup::Context.new(function_context, invocation)
      options = from_data(request['options'] || {})
      args =
        case kind
        when 'data_hash' then [options, context]
        when 'data_dig' then [from_data(request['key']), options, context]
        else [request['key'], options, context]
        end
      found = false
      value = catch(:no_such_key) do
        result = function.call(scope, *args)
        found = true
        result
      end
      found ? { 'found' => value } : { 'not_found' => true }
    end
  end

  # A Hiera function as Puppet's providers load it: a qualified name from
  # its module's loader (`environment::` from the environment's).
  def self.hiera_function_named(compiler, name)
    loaders = compiler.loaders
    typed_name = Puppet::Pops::Loader::TypedName.new(:function, name)
    loader =
      if typed_name.qualified?
        qualifier = typed_name.name_parts[0]
        qualifier == 'environment' ? loaders.private_environment_loader : loaders.private_loader_for_module(qualifier)
      end
    loader ||= loaders.private_environment_loader
    found = loader.load_typed(typed_name)
    found && found.value
  end

  # One request, answered on stdout.
  def self.serve(request)
    result =
      case request['op']
      when 'start' then return start(request)
      when 'call' then call_function(request)
      when 'template' then template(request)
      when 'hiera' then hiera_function(request)
      when 'ping' then 'pong'
      else raise ArgumentError, "unknown request #{request['op']}"
      end
    send_line('done' => to_data(result))
  rescue Exception => e # rubocop:disable Lint/RescueException
    raise if e.is_a?(SystemExit)
    send_line('error' => e.message.to_s, 'class' => e.class.name,
              'backtrace' => (e.backtrace || []).first(8))
  end

  def self.run
    loop do
      serve(read_line)
      RubyVM::InstructionSequence.write_cache if RubyVM::InstructionSequence.respond_to?(:write_cache)
    end
  end
end

SpaceshipWorker.run
