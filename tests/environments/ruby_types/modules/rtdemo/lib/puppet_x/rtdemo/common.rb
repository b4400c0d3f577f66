# Attributes shared by several test types, the ways real modules share them.
module PuppetX
  module Rtdemo
    module Common
      def self.extended(type)
        type.newparam(:timeout) do
          desc 'Seconds to wait.'
        end

        type.newproperty(:comment)
      end

      # Called as `Common.add_section(self)` from a type body; it also
      # gives the type its title patterns.
      def self.add_section(type)
        type.newparam(:section) do
          isnamevar
        end
        type.newparam(:key, namevar: true)
        type.define_singleton_method(:title_patterns) do
          [
            [%r{^([^/]+)/(.+)$}, [[:section], [:key]]],
          ]
        end
      end

      # Evaluated in a type body with `instance_eval(&Common::SHARED)`.
      SHARED = Proc.new do
        ensurable
        newproperty(:shared)
      end

      def create_extras
        newparam(:retries)
        newproperty(:extra) do
          desc 'An extra property.'
        end
      end
    end
  end
end
