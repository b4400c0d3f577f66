# Compiles many manifests in one Ruby process, as `puppet catalog compile
# --render-as json --certname test --manifest CASE.pp` does each (same
# indirection: the `compiler` catalog terminus, facts from the yaml terminus),
# which saves Puppet's start-up (~2 s) per case.
# Usage: ruby puppet-batch.rb OUTDIR PUPPET-SETTINGS... < list of CASE.pp paths
# For each case it writes OUTDIR/NAME.out: the error lines Puppet logged,
# then the catalog JSON (one line) or the compile's error, as the
# command prints them (what scripts/normalize-catalog.py reads).
require 'puppet'
require 'puppet/application_support'
outdir = ARGV.shift
Puppet.initialize_settings(ARGV)
Puppet.settings.preferred_run_mode = :server
Puppet[:environment_timeout] = 0
Puppet::Resource::Catalog.indirection.terminus_class = :compiler
# The messages Puppet logs are kept; the errors among them are printed
# first, as the command's console does.
class BatchLog < Array; end
Puppet::Util::Log.newdesttype :batch do
  match 'BatchLog'
  def initialize(lines) = @lines = lines
  def handle(msg) = (@lines << msg)
end
logs = BatchLog.new
Puppet::Util::Log.newdestination(logs)
errors = -> { logs.select { |m| m.level == :err }.map { |m| "Error: #{m}" } }
$stdin.each_line do |line|
  path = line.strip
  next if path.empty?
  logs.clear
  out = +''
  begin
    Dir.chdir(File.dirname(path)) do
      # Set as on the command line, which the environment's manifest obeys.
      Puppet.settings.handlearg('--manifest', path)
      # The application's context, made again: its environment takes the
      # command line's manifest when it is made.
      Puppet::ApplicationSupport.push_application_context(Puppet.run_mode)
      Puppet.lookup(:environments).clear_all
      catalog = Puppet::Resource::Catalog.indirection.find('test')
      out << errors.call.map { |l| l + "\n" }.join
      out << catalog.to_json << "\n"
    ensure
      Puppet.pop_context
    end
  rescue Exception => e
    raise if e.is_a?(Interrupt)
    out << errors.call.map { |l| l + "\n" }.join
    out << "Error: Could not call 'find' on 'catalog': #{e.message}\n"
  end
  File.write(File.join(outdir, File.basename(path, '.pp') + '.out'), out)
end
