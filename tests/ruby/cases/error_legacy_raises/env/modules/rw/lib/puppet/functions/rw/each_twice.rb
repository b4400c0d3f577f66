# Takes a block: the Puppet lambda, called from Ruby twice per item.
Puppet::Functions.create_function(:'rw::each_twice') do
  dispatch :each_twice do
    param 'Array', :items
    block_param 'Callable[1,2]', :block
  end

  def each_twice(items, &block)
    items.flat_map { |i| [block.call(i), yield(i, 'second')] }
  end
end
