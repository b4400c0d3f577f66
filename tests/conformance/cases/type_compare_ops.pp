notify { "${Integer < Numeric} ${Integer[1,2] <= Integer} ${String == String} ${Array[Integer] < Array} ${Integer > Numeric}": }
