type Notify = Integer
