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

      def create_extras
        newparam(:retries)
        newproperty(:extra) do
          desc 'An extra property.'
        end
      end
    end
  end
end
